// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title A contract account of the sandbox: one owner key, ERC-1271 signatures.
/// @notice Signs as Safe or Coinbase Smart Wallet accounts do for a verifier: `isValidSignature`
/// answers the ERC-1271 magic value when the signature is the owner's ECDSA signature of the hash.
/// The owner makes its calls. Made by {SandboxSmartWalletFactory} with CREATE2, so its address is
/// known before it exists (an ERC-6492 signature carries the factory call that deploys it).
contract SandboxSmartWallet {
    /// @notice The key that signs for this account.
    address public immutable owner;

    bytes4 private constant MAGIC_VALUE = 0x1626ba7e;
    bytes4 private constant INVALID = 0xffffffff;
    /// Upper bound of `s` (EIP-2): a malleable signature is no signature.
    uint256 private constant HALF_ORDER = 0x7FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF5D576E7357A4501DDFE92F46681B20A0;

    constructor(address owner_) {
        owner = owner_;
    }

    /// @notice ERC-1271: the magic value when `signature` (65 bytes r, s, v) is the owner's signature of `hash`.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return INVALID;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        if (uint256(s) > HALF_ORDER || (v != 27 && v != 28)) return INVALID;
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? MAGIC_VALUE : INVALID;
    }

    /// @notice Makes a call from this account; only the owner may.
    function execute(address to, uint256 value, bytes calldata data) external returns (bytes memory) {
        require(msg.sender == owner, "SandboxSmartWallet: not the owner");
        (bool ok, bytes memory result) = to.call{value: value}(data);
        require(ok, "SandboxSmartWallet: call failed");
        return result;
    }

    receive() external payable {}
}

/// @title Makes {SandboxSmartWallet} accounts at addresses known in advance (CREATE2 of owner and salt).
contract SandboxSmartWalletFactory {
    /// @notice Deploys the account of `owner` with `salt` (or returns it when it exists).
    function createAccount(address owner, bytes32 salt) external returns (address) {
        address account = getAddress(owner, salt);
        if (account.code.length > 0) return account;
        return address(new SandboxSmartWallet{salt: salt}(owner));
    }

    /// @notice The address the account of `owner` with `salt` has, deployed or not.
    function getAddress(address owner, bytes32 salt) public view returns (address) {
        bytes32 code = keccak256(abi.encodePacked(type(SandboxSmartWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), salt, code)))));
    }
}
