import jax.numpy as jnp


class Average:
    """Running mean of the values passed as keyword `argname`, averaged over every element seen."""

    def __init__(self, argname="values"):
        self.argname = argname
        self.reset()

    def reset(self):
        self.total = 0.0
        self.count = 0

    def update(self, **values):
        value = jnp.asarray(values[self.argname])
        self.total = self.total + jnp.sum(value)  # expect: JXL202
        self.count = self.count + value.size  # expect: JXL202

    def compute(self):
        return self.total / self.count


class MultiMetric:
    def __init__(self, **metrics):
        self.metrics = metrics

    def reset(self):
        for metric in self.metrics.values():
            metric.reset()

    def update(self, **values):
        for metric in self.metrics.values():
            metric.update(**values)

    def compute(self):
        return {name: float(metric.compute()) for name, metric in self.metrics.items()}
