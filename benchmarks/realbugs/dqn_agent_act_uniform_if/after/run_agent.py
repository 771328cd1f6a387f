import jax
import jax.numpy as jnp

from qagent.agent import DQNAgent, ExplorationConfig
from qagent.network import init_q_network


def main(num_steps=300, seed=0):
    key = jax.random.PRNGKey(seed)
    key, init_key = jax.random.split(key)
    params = init_q_network(init_key, obs_dim=4, num_actions=3)
    agent = DQNAgent(num_actions=3, config=ExplorationConfig(eps_decay=100.0))
    obs = jnp.ones(4)
    actions = []
    for step in range(num_steps):
        key, act_key = jax.random.split(key)
        actions.append(int(agent.act(params, obs, step, act_key)))
    return actions


if __name__ == "__main__":
    chosen = main()
    print("actions seen in the first 50 steps:", sorted(set(chosen[:50])))
