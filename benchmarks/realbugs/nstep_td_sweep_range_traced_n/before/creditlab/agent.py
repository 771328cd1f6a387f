import jax.numpy as jnp

from creditlab.returns import n_step_targets


class NStepTD:
    """Offline n-step TD prediction: after each episode, move V(s_t) towards its n-step target."""

    def __init__(self, n, alpha, gamma=1.0, num_states=19):
        self.n = n
        self.alpha = alpha
        self.gamma = gamma
        self.values = jnp.zeros(num_states + 1)

    def learn_episode(self, states, rewards):
        targets = n_step_targets(rewards, self.values[states[1:]], self.gamma, self.n)
        current = self.values[states[:-1]]
        step = self.alpha * (targets - current)
        self.values = self.values.at[states[:-1]].add(step).at[-1].set(0.0)
        return self.values
