class AutoReset:
    """Starts a new episode as soon as the wrapped environment reports the last step of one."""

    def __init__(self, env):
        self.env = env

    def reset(self, key):
        return self.env.reset(key)

    def step(self, timestep, action, key):
        timestep = self.env.step(timestep, action)
        if timestep.is_last():  # expect: JXL101
            return self.env.reset(key)._replace(reward=timestep.reward), timestep
        return timestep, timestep
