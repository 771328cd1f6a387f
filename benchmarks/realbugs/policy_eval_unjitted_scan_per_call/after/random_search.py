"""Basic random search on the linear policy's two gains, evaluated online at every iteration."""

import jax
import jax.numpy as jnp

from pointmass.env import EnvParams
from pointmass.evaluation import rollout_returns


def main(iterations=15, step_size=0.5, noise=0.5):
    env_params = EnvParams()
    weights = jnp.zeros(2)
    key = jax.random.PRNGKey(0)
    history = []
    for _ in range(iterations):
        key, noise_key, eval_key = jax.random.split(key, 3)
        delta = noise * jax.random.normal(noise_key, (2,))
        plus = rollout_returns(weights + delta, env_params, eval_key).mean()
        minus = rollout_returns(weights - delta, env_params, eval_key).mean()
        weights = weights + step_size * (plus - minus) / (2 * noise) * delta / noise
        history.append(float(rollout_returns(weights, env_params, eval_key).mean()))
    return weights, env_params, history


if __name__ == "__main__":
    weights, _, history = main()
    print("gains", weights, "return", history[0], "->", history[-1])
