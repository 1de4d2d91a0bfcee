"""Layer 6, players: the random agent and the computer opponent.  They see a game only
through its public view and its legal actions."""
