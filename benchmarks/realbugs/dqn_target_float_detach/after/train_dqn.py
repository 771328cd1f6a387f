import jax
import jax.numpy as jnp

from dqn.agent import DQNAgent
from dqn.loss import TDLoss, Transition
from dqn.network import QNetwork


def random_batch(key, size, obs_dim, num_actions):
    k_obs, k_act, k_rew, k_next, k_done = jax.random.split(key, 5)
    return Transition(obs=jax.random.normal(k_obs, (size, obs_dim)),
                      action=jax.random.randint(k_act, (size,), 0, num_actions),
                      reward=jax.random.uniform(k_rew, (size,)),
                      next_obs=jax.random.normal(k_next, (size, obs_dim)),
                      done=(jax.random.uniform(k_done, (size,)) < 0.1).astype(jnp.float32))


def main():
    network = QNetwork(obs_dim=4, num_actions=3)
    agent = DQNAgent(network, TDLoss(network))
    params = network.init(jax.random.PRNGKey(0))
    target_params = params
    batch = random_batch(jax.random.PRNGKey(1), 32, 4, 3)
    losses = []
    for _ in range(3):
        params, loss = agent.update(params, target_params, batch)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
