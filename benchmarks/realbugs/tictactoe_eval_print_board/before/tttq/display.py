def show_move(turn, square, board):
    """Logs one move of an evaluation game."""
    print(f"turn {turn}: square {square} -> {board}")  # expect: JXL201
