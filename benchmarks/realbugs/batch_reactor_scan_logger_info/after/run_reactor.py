import logging

from chemkin.mechanism import ConsecutiveReaction
from chemkin.reactor import BatchReactor


def main(n_steps=40):
    reactor = BatchReactor(ConsecutiveReaction(k1=1.2, k2=0.4), dt=0.05)
    return reactor.run([1.0, 0.0, 0.0], n_steps)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    final, history = main()
    print(final)
