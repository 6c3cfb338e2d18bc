// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title Sandbox spam NFT: an unsolicited "airdrop" collection, as spammers send them.
/// @notice Anyone may airdrop a token to any address (that is what makes it spam: the receiver never
/// asked). The sandbox data service flags every transfer of this contract `is_spam`, so a
/// transaction whose transfers are all of it is a spam-only transaction (spec §5).
contract SandboxSpamNFT {
    string public constant name = "Claim Your Reward Pass";
    string public constant symbol = "CLAIM";

    uint256 public totalSupply;
    mapping(uint256 => address) public ownerOf;
    mapping(address => uint256) public balanceOf;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);

    function supportsInterface(bytes4 id) external pure returns (bool) {
        // ERC165, ERC721, ERC721Metadata
        return id == 0x01ffc9a7 || id == 0x80ac58cd || id == 0x5b5e139f;
    }

    function tokenURI(uint256 tokenId) external view returns (string memory) {
        require(ownerOf[tokenId] != address(0), "SandboxSpamNFT: no such token");
        return "data:application/json,{\"name\":\"Claim Your Reward Pass\"}";
    }

    /// @notice Mints the next token id to `to`; callable by anyone.
    function airdrop(address to) external returns (uint256 tokenId) {
        require(to != address(0), "SandboxSpamNFT: airdrop to zero address");
        tokenId = ++totalSupply;
        ownerOf[tokenId] = to;
        balanceOf[to] += 1;
        emit Transfer(address(0), to, tokenId);
    }

    function transferFrom(address from, address to, uint256 tokenId) public {
        require(ownerOf[tokenId] == from && msg.sender == from, "SandboxSpamNFT: not allowed");
        require(to != address(0), "SandboxSpamNFT: transfer to zero address");
        balanceOf[from] -= 1;
        balanceOf[to] += 1;
        ownerOf[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }
}
