class RenderStateWrapper:
    """Passes states through; the caller keeps the latest one for the viewer."""

    def __init__(self, env):
        self.env = env

    def reset(self, key):
        return self.env.reset(key)

    def step(self, state, action):
        return self.env.step(state, action)
