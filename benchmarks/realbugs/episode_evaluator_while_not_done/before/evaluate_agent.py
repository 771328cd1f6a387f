import jax.numpy as jnp

from corridor.env import Corridor
from corridor.evaluation import EpisodeEvaluator
from corridor.policy import stochastic_policy


def main():
    evaluator = EpisodeEvaluator(Corridor(goal=5.0, max_steps=40), stochastic_policy)
    params = {"bias": jnp.array(1.5), "slope": jnp.array(0.1)}
    return evaluator.evaluate(params, seeds=[0, 1, 2])


if __name__ == "__main__":
    print(main())
