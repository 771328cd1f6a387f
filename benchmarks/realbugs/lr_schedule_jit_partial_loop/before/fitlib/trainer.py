from functools import partial

import jax

from fitlib.steps import train_step


class ScheduledTrainer:
    def __init__(self, schedule, num_epochs):
        self.schedule = schedule
        self.num_epochs = num_epochs

    def fit(self, params, batches):
        for epoch in range(self.num_epochs):
            step = jax.jit(partial(train_step, learning_rate=self.schedule(epoch)))  # expect: JXL501
            for inputs, targets in batches:
                params = step(params, inputs, targets)
        return params
