import jax

from boardrl.agent import GreedyAgent
from boardrl.selfplay import SelfPlay
from boardrl.tictactoe import TicTacToe


def main():
    game = SelfPlay(TicTacToe(), GreedyAgent(num_cells=9))
    weights = game.agent.init(jax.random.key(0))
    return game.play_moves(weights, num_moves=4)


if __name__ == "__main__":
    print(main())
