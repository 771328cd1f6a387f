import jax
import jax.numpy as jnp

from minidqn.agent import DQNAgent
from minidqn.networks import init_q_network


def rollout_actions(agent, observations):
    return [agent.act(obs) for obs in observations]


def main(steps=200):
    params = init_q_network(jax.random.PRNGKey(0), obs_dim=4, hidden=8, num_actions=4)
    params["b2"] = jnp.array([10.0, 0.0, 0.0, 0.0])  # action 0 is clearly the greedy one
    observations = jax.random.normal(jax.random.PRNGKey(1), (steps, 4))
    half = rollout_actions(DQNAgent(params, "egreedy", epsilon=0.5, seed=2), observations)
    full = rollout_actions(DQNAgent(params, "egreedy", epsilon=1.0, seed=3), observations)
    return half, full


if __name__ == "__main__":
    half, full = main()
    print(half.count(0) / len(half), sorted(set(full)))
