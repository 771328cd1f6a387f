import jax
import jax.numpy as jnp

from qlearn.buffer import TransitionBuffer
from qlearn.learner import RewardLearner

OBS_DIM = 4


def run(num_steps=6):
    buffer = TransitionBuffer(capacity=32, obs_dim=OBS_DIM)
    learner = RewardLearner(buffer, learning_rate=0.1, batch_size=8)
    params = jnp.zeros(OBS_DIM)
    key = jax.random.PRNGKey(0)
    for _ in range(num_steps):
        key, obs_key, sample_key = jax.random.split(key, 3)
        obs = jax.random.normal(obs_key, (OBS_DIM,))
        reward = jnp.sum(obs)
        params, loss = learner.observe(params, obs, reward, sample_key)
    return buffer, params


if __name__ == "__main__":
    buffer, params = run()
    print(params)
