from dataclasses import dataclass

import jax

from annealing.langevin import langevin_step


@dataclass
class GeometricSchedule:
    start: float = 2.0
    decay: float = 0.97

    def __call__(self, step):
        return self.start * self.decay ** step


class Annealer:
    def __init__(self, x0, schedule=None, step_size=0.01, seed=0):
        self.x = x0
        self.schedule = schedule or GeometricSchedule()
        self.step_size = step_size
        self.key = jax.random.PRNGKey(seed)
        self.step = 0

    def run(self, num_steps):
        for _ in range(num_steps):
            self.key, subkey = jax.random.split(self.key)
            temperature = self.schedule(self.step)
            self.x = langevin_step(self.x, subkey, self.step_size, temperature=temperature)
            self.step += 1
        return self.x
