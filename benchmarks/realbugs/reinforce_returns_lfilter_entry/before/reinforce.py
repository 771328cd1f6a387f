import jax
import jax.numpy as jnp

from rlreturns import discount_cumsum, normalize


class LinearSoftmaxPolicy:
    def __init__(self, obs_dim, num_actions):
        self.obs_dim = obs_dim
        self.num_actions = num_actions

    def init(self, key):
        return 0.1 * jax.random.normal(key, (self.obs_dim, self.num_actions))

    def log_prob(self, params, obs, actions):
        log_probs = jax.nn.log_softmax(obs @ params)
        return jnp.take_along_axis(log_probs, actions[:, None], axis=-1)[:, 0]


class Reinforce:
    def __init__(self, policy, gamma=0.99, learning_rate=0.1):
        self.policy = policy
        self.gamma = gamma
        self.learning_rate = learning_rate
        self._grad = jax.jit(jax.value_and_grad(self.loss))

    def loss(self, params, episode):
        obs, actions, rewards = episode
        returns = normalize(discount_cumsum(rewards, self.gamma))
        return -jnp.mean(self.policy.log_prob(params, obs, actions) * returns)

    def update(self, params, episode):
        loss, grads = self._grad(params, episode)
        return params - self.learning_rate * grads, loss


def main():
    policy = LinearSoftmaxPolicy(obs_dim=4, num_actions=2)
    agent = Reinforce(policy)
    params = policy.init(jax.random.PRNGKey(0))
    k_obs, k_act, k_rew = jax.random.split(jax.random.PRNGKey(1), 3)
    episode = (jax.random.normal(k_obs, (20, 4)),
               jax.random.randint(k_act, (20,), 0, 2),
               jax.random.uniform(k_rew, (20,)))
    losses = []
    for _ in range(3):
        params, loss = agent.update(params, episode)
        losses.append(float(loss))
    return losses, discount_cumsum(jnp.array([1.0, 1.0, 1.0]), 0.5)


if __name__ == "__main__":
    print(main())
