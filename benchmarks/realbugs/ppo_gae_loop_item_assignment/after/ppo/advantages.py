import jax
import jax.numpy as jnp


def generalized_advantages(rewards, values, dones, gamma, lam):
    """GAE over one rollout; `values` has one more entry than `rewards` (the bootstrap value)."""
    def backward_step(last_gae, inputs):
        reward, value, next_value, done = inputs
        not_done = 1.0 - done
        delta = reward + gamma * next_value * not_done - value
        last_gae = delta + gamma * lam * not_done * last_gae
        return last_gae, last_gae

    _, advantages = jax.lax.scan(
        backward_step, jnp.zeros(()), (rewards, values[:-1], values[1:], dones), reverse=True)
    return advantages, advantages + values[:-1]
