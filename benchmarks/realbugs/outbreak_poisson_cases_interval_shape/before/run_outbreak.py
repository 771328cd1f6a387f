import jax

from epibranch import BranchingOutbreak, GammaInterval


def main(generations=8, seed=0):
    outbreak = BranchingOutbreak(1.6, GammaInterval(mean=5.2, sd=2.1))
    return outbreak.simulate(jax.random.PRNGKey(seed), generations)


if __name__ == "__main__":
    cases, onsets = main()
    print(cases, onsets)
