import jax
import jax.numpy as jnp


class QNetwork:
    """One MLP shared by every agent; the agent's one-hot id is appended to its observation."""

    def __init__(self, num_agents, obs_dim, num_actions, hidden=32):
        self.num_agents = num_agents
        self.in_dim = obs_dim + num_agents
        self.num_actions = num_actions
        self.hidden = hidden

    def init(self, key):
        k1, k2 = jax.random.split(key)
        return {"w1": jax.random.normal(k1, (self.in_dim, self.hidden)) / jnp.sqrt(self.in_dim),
                "b1": jnp.zeros(self.hidden),
                "w2": jax.random.normal(k2, (self.hidden, self.num_actions)) / jnp.sqrt(self.hidden),
                "b2": jnp.zeros(self.num_actions)}

    def apply(self, params, obs):
        x = jnp.concatenate([obs, jnp.eye(self.num_agents)], axis=-1)
        h = jax.nn.relu(x @ params["w1"] + params["b1"])
        return h @ params["w2"] + params["b2"]


def vdn_team_q(network, params, obs, actions):
    """Value decomposition: the team's Q is the sum of the chosen agents' Qs."""
    q = network.apply(params, obs)
    return jnp.sum(jnp.take_along_axis(q, actions[:, None], axis=1))
