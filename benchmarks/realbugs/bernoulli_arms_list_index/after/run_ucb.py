from armlab.bandits import BernoulliBandit
from armlab.experiment import Experiment
from armlab.policies import UCB1


def main():
    experiment = Experiment(BernoulliBandit([0.1, 0.35, 0.8, 0.5]), UCB1(confidence=1.4), horizon=1000)
    return experiment.run(seed=0)


if __name__ == "__main__":
    counts, rewards = main()
    print(counts, rewards.mean())
