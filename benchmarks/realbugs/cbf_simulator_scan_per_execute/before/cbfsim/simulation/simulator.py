"""Simulator front end: Python loop for debugging, scan for speed."""

from cbfsim.simulation.simulator_jit import simulator_jit


class Simulator:
    def __init__(self, dt, num_steps, dynamics, controller):
        self.dt = dt
        self.num_steps = num_steps
        self.dynamics = dynamics
        self.controller = controller

    def execute(self, x0, use_jit=True):
        if use_jit:
            return simulator_jit(self.dt, self.num_steps, self.dynamics, self.controller, x0)
        states, controls = [x0], []
        x = x0
        for _ in range(self.num_steps):
            u = self.controller(x)
            drift, control_matrix = self.dynamics(x)
            x = x + self.dt * (drift + control_matrix @ u)
            states.append(x)
            controls.append(u)
        return states, controls
