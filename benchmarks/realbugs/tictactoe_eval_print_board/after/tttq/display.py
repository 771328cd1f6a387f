import jax


def show_move(turn, square, board):
    """Logs one move of an evaluation game, from traced code: printed at run time, once per move."""
    jax.debug.print("turn {turn}: square {square} -> {board}", turn=turn, square=square, board=board)
