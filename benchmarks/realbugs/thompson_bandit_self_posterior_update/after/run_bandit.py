import jax
import jax.numpy as jnp

from banditlab.policies import BetaBernoulliThompson
from banditlab.simulate import BanditSimulation


def main():
    arm_means = jnp.array([0.2, 0.5, 0.8])
    simulation = BanditSimulation(BetaBernoulliThompson(num_arms=3), arm_means, num_rounds=500)
    arms, cumulative_regret = simulation.run(jax.random.PRNGKey(0))
    pulls = jnp.bincount(arms, length=3)
    return pulls, cumulative_regret


if __name__ == "__main__":
    pulls, regret = main()
    print(pulls, regret[-1])
