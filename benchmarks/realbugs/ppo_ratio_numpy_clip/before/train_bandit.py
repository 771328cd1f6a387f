import jax
import jax.numpy as jnp

from banditppo.policy import gaussian_log_prob, sample_actions
from banditppo.update import ppo_update


def reward(actions, target=2.0):
    return -(actions - target) ** 2


def main(num_iterations=150, batch_size=256, seed=0):
    params = {"mean": jnp.array(0.0), "log_std": jnp.array(0.0)}
    key = jax.random.PRNGKey(seed)
    for _ in range(num_iterations):
        key, sample_key = jax.random.split(key)
        actions = sample_actions(params, sample_key, batch_size)
        rewards = reward(actions)
        advantages = (rewards - rewards.mean()) / (rewards.std() + 1e-8)
        params = ppo_update(params, actions, gaussian_log_prob(params, actions), advantages)
    return params


if __name__ == "__main__":
    params = main()
    print(f"policy mean {float(params['mean']):.3f} std {float(jnp.exp(params['log_std'])):.3f}")
