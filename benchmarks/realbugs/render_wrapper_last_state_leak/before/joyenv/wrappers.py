class RenderStateWrapper:
    """Keeps the latest state so that a viewer can draw the scene after a rollout."""

    def __init__(self, env):
        self.env = env
        self.last_state = None

    def reset(self, key):
        return self.env.reset(key)

    def step(self, state, action):
        next_state = self.env.step(state, action)
        self.last_state = next_state  # expect: JXL202
        return next_state
