class IntegratorConfig:
    """Time step and number of steps of a forecast."""

    def __init__(self, dt, num_steps):
        self.dt = dt
        self.num_steps = num_steps

    def __repr__(self):
        return f"IntegratorConfig(dt={self.dt}, num_steps={self.num_steps})"
