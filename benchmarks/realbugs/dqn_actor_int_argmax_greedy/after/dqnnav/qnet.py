import jax


class LinearQ:
    def __init__(self, num_states, num_actions):
        self.num_states = num_states
        self.num_actions = num_actions

    def init(self, key):
        return {"w": 0.1 * jax.random.normal(key, (self.num_states, self.num_actions))}

    def __call__(self, params, obs):
        return obs @ params["w"]
