// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@openzeppelin/contracts/proxy/Clones.sol";
import "./HatchSmartAccount.sol";

/**
 * Makes HatchSmartAccounts at counterfactual addresses (EIP-1167 clones of one implementation,
 * CREATE2 salted by owner and salt). Anyone may call createAccount: the address depends only on
 * the owner, so an ERC-6492 verifier can deploy the account to check a signature before its first
 * user operation.
 */
contract HatchSmartAccountFactory {
    HatchSmartAccount public immutable accountImplementation;

    constructor(IEntryPoint anEntryPoint) {
        accountImplementation = new HatchSmartAccount(anEntryPoint);
    }

    function createAccount(address owner, uint256 salt) external returns (HatchSmartAccount account) {
        address predicted = getAddress(owner, salt);
        if (predicted.code.length > 0) return HatchSmartAccount(payable(predicted));
        account = HatchSmartAccount(payable(Clones.cloneDeterministic(address(accountImplementation), _salt(owner, salt))));
        account.initialize(owner);
    }

    function getAddress(address owner, uint256 salt) public view returns (address) {
        return Clones.predictDeterministicAddress(address(accountImplementation), _salt(owner, salt));
    }

    function _salt(address owner, uint256 salt) private pure returns (bytes32) {
        return keccak256(abi.encode(owner, salt));
    }
}
