import jax


class MomentumSGD:
    def __init__(self, scheduler, momentum=0.9):
        self.scheduler = scheduler
        self.momentum = momentum

    def init(self, params):
        return jax.tree_util.tree_map(lambda p: p * 0.0, params)

    def update(self, grads, velocity, params):
        lr = self.scheduler.step()
        velocity = jax.tree_util.tree_map(lambda v, g: self.momentum * v + g, velocity, grads)
        params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
        return params, velocity, lr
