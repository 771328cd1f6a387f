import jax
import jax.numpy as jnp

from gridrl.env import SIZE
from gridrl.rollout import rollout


def evaluate(params, num_episodes=4, num_steps=12):
    returns = [rollout(key, params, num_steps) for key in jax.random.split(jax.random.PRNGKey(0), num_episodes)]
    return jnp.mean(jnp.stack(returns))


if __name__ == "__main__":
    print(evaluate(jnp.zeros((SIZE, SIZE, 4))))
