// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/core/BaseAccount.sol";
import "@account-abstraction/contracts/core/Helpers.sol";
import "@account-abstraction/contracts/accounts/callback/TokenCallbackHandler.sol";
import "@openzeppelin/contracts/interfaces/IERC1271.sol";
import "@openzeppelin/contracts/proxy/utils/Initializable.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";

/**
 * The embedded wallet's smart account: one owner key, EntryPoint v0.8 (BaseAccount gives
 * execute and executeBatch), and ERC-1271 so it signs messages and typed data (the owner's
 * ECDSA signature of the hash). Deployed as an EIP-1167 clone by HatchSmartAccountFactory.
 */
contract HatchSmartAccount is BaseAccount, TokenCallbackHandler, IERC1271, Initializable {
    IEntryPoint private immutable _entryPoint;
    address public owner;

    event HatchSmartAccountInitialized(IEntryPoint indexed entryPoint, address indexed owner);

    constructor(IEntryPoint anEntryPoint) {
        _entryPoint = anEntryPoint;
        _disableInitializers();
    }

    receive() external payable {}

    function entryPoint() public view override returns (IEntryPoint) {
        return _entryPoint;
    }

    function initialize(address anOwner) external initializer {
        require(anOwner != address(0), "owner is the zero address");
        owner = anOwner;
        emit HatchSmartAccountInitialized(_entryPoint, anOwner);
    }

    /// The EntryPoint or the owner itself may make the account call out.
    function _requireForExecute() internal view override {
        require(msg.sender == address(entryPoint()) || msg.sender == owner, "account: not EntryPoint or owner");
    }

    /// EntryPoint v0.8's user operation hash is already an EIP-712 digest: the owner signs it as is.
    function _validateSignature(PackedUserOperation calldata userOp, bytes32 userOpHash) internal view override returns (uint256) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(userOpHash, userOp.signature);
        if (error != ECDSA.RecoverError.NoError || signer != owner) return SIG_VALIDATION_FAILED;
        return SIG_VALIDATION_SUCCESS;
    }

    /// ERC-1271: valid when the owner signed `hash` (an EIP-191 or EIP-712 digest the verifier computed).
    function isValidSignature(bytes32 hash, bytes calldata signature) external view override returns (bytes4) {
        (address signer, ECDSA.RecoverError error, ) = ECDSA.tryRecover(hash, signature);
        if (error == ECDSA.RecoverError.NoError && signer == owner) return IERC1271.isValidSignature.selector;
        return 0xffffffff;
    }
}
