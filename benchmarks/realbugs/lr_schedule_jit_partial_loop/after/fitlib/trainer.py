import jax

from fitlib.steps import train_step


class ScheduledTrainer:
    def __init__(self, schedule, num_epochs):
        self.schedule = schedule
        self.num_epochs = num_epochs
        self._step = jax.jit(train_step)

    def fit(self, params, batches):
        for epoch in range(self.num_epochs):
            learning_rate = self.schedule(epoch)
            for inputs, targets in batches:
                params = self._step(params, inputs, targets, learning_rate)
        return params
