import jax
import jax.numpy as jnp

from swingup.collector import RolloutCollector
from swingup.env import SwingUpEnv
from swingup.physics import PhysicsParams


def main():
    collector = RolloutCollector(SwingUpEnv(max_force=10.0, substeps=4), num_steps=50, num_envs=8)
    weights = 0.1 * jnp.ones(5)
    returns = collector.collect(weights, PhysicsParams(), jax.random.PRNGKey(0))
    return returns


if __name__ == "__main__":
    print(main())
