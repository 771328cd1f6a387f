import jax

from tttq.evaluate import Evaluator
from tttq.qnet import QNetwork


def main():
    network = QNetwork()
    params = network.init(jax.random.PRNGKey(0))
    board = Evaluator(network, verbose=True).play(params, jax.random.PRNGKey(1))
    return jax.block_until_ready(board)


if __name__ == "__main__":
    print(main())
