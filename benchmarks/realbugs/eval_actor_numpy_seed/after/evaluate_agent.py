import jax
import jax.numpy as jnp

from offrl.exploration import add_action_noise
from offrl.policy import sample_actions

OBS_DIM, ACT_DIM = 4, 2


@jax.jit
def actor_fn(params, observations, key):
    policy_key, noise_key = jax.random.split(key)
    actions = sample_actions(params, observations, policy_key, 0.3)
    return add_action_noise(actions, noise_key, 0.1)


def evaluate(num_episodes=2, steps=3):
    params = {"w": jnp.ones((OBS_DIM, ACT_DIM)) * 0.1}
    observations = jnp.ones((1, OBS_DIM))
    keys = jax.random.split(jax.random.PRNGKey(0), num_episodes * steps).reshape(num_episodes, steps, 2)
    episodes = []
    for episode_keys in keys:
        episodes.append(jnp.stack([actor_fn(params, observations, key) for key in episode_keys]))
    return episodes


if __name__ == "__main__":
    print(evaluate())
