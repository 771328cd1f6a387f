import jax
import jax.numpy as jnp

from offrl.exploration import add_action_noise
from offrl.policy import sample_actions

OBS_DIM, ACT_DIM = 4, 2


@jax.jit
def actor_fn(params, observations):
    actions = sample_actions(params, observations, 0.3)
    return add_action_noise(actions, 0.1)


def evaluate(num_episodes=2, steps=3):
    params = {"w": jnp.ones((OBS_DIM, ACT_DIM)) * 0.1}
    observations = jnp.ones((1, OBS_DIM))
    episodes = []
    for _ in range(num_episodes):
        episodes.append(jnp.stack([actor_fn(params, observations) for _ in range(steps)]))
    return episodes


if __name__ == "__main__":
    print(evaluate())
