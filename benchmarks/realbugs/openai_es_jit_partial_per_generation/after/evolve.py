from esreach.strategy import OpenES
from esreach.task import PointMassReach


def main(num_generations=20):
    strategy = OpenES(PointMassReach())
    mean, best = strategy.train(num_generations)
    return strategy, mean, best


if __name__ == "__main__":
    print(main()[2])
