import jax
import jax.numpy as jnp

from .evaluate import batch_returns


class CurriculumRandomSearch:
    """Random search over linear policies; the episode limit grows with each stage of the curriculum."""

    def __init__(self, params, num_envs=16, noise=0.5, first_limit=20, limit_step=20):
        self.params = params
        self.num_envs = num_envs
        self.noise = noise
        self.first_limit = first_limit
        self.limit_step = limit_step

    def run(self, num_stages, seed=0):
        key = jax.random.PRNGKey(seed)
        weights = jnp.zeros(4)
        best = -1.0
        for stage in range(num_stages):
            limit = self.first_limit + stage * self.limit_step
            key, noise_key, env_key = jax.random.split(key, 3)
            candidate = weights + self.noise * jax.random.normal(noise_key, (4,))
            keys = jax.random.split(env_key, self.num_envs)
            score = batch_returns(candidate, self.params, keys, max_episode_steps=limit).mean()
            if float(score) >= best:
                weights, best = candidate, float(score)
        return weights, best
