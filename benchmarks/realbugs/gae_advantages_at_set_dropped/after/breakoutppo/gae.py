import jax.numpy as jnp


class GeneralizedAdvantage:
    def __init__(self, gamma=0.99, lam=0.95):
        self.gamma = gamma
        self.lam = lam

    def __call__(self, rewards, values, dones, last_value):
        """Advantages and value targets for a [time, envs] rollout, walking backwards in time."""
        num_steps = rewards.shape[0]
        advantages = jnp.zeros_like(rewards)
        running = jnp.zeros_like(last_value)
        for t in reversed(range(num_steps)):
            next_value = last_value if t == num_steps - 1 else values[t + 1]
            not_done = 1.0 - dones[t]
            delta = rewards[t] + self.gamma * next_value * not_done - values[t]
            running = delta + self.gamma * self.lam * not_done * running
            advantages = advantages.at[t].set(running)
        return advantages, advantages + values
