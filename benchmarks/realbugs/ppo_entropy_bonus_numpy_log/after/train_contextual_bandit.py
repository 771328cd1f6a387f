import jax
import numpy as np

from ppolite.agent import PPOAgent

OBS_DIM, ACTIONS = 4, 3


class ContextualBandit:
    """Each round shows a context; the action whose prototype is closest to it pays 1, the others 0."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.prototypes = self.rng.normal(size=(ACTIONS, OBS_DIM))

    def contexts(self, count):
        labels = self.rng.integers(0, ACTIONS, count)
        return (self.prototypes[labels] + 0.3 * self.rng.normal(size=(count, OBS_DIM))).astype(np.float32)

    def rewards(self, obs, actions):
        best = np.argmin(((obs[:, None, :] - self.prototypes[None]) ** 2).sum(-1), axis=1)
        return (np.asarray(actions) == best).astype(np.float32)


def main(num_iterations=60, batch_size=256):
    env = ContextualBandit()
    agent = PPOAgent(jax.random.PRNGKey(0), OBS_DIM, ACTIONS)
    key = jax.random.PRNGKey(1)
    mean_rewards = []
    for _ in range(num_iterations):
        key, act_key = jax.random.split(key)
        obs = env.contexts(batch_size)
        actions, log_probs, values = agent._act(agent.params, obs, act_key)
        rewards = env.rewards(obs, actions)
        agent.learn({"obs": obs, "actions": actions, "old_log_probs": log_probs,
                     "advantages": rewards - np.asarray(values), "returns": rewards})
        mean_rewards.append(float(rewards.mean()))
    return mean_rewards


if __name__ == "__main__":
    rewards = main()
    print(f"mean reward {rewards[0]:.3f} -> {rewards[-1]:.3f}")
