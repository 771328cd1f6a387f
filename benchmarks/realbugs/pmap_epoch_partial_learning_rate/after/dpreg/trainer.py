import jax
import jax.numpy as jnp

from .parallel import replicate, shard, step_decay, train_step, unreplicate


class DataParallelTrainer:
    def __init__(self, base_lr=0.1):
        self.base_lr = base_lr
        self.num_devices = jax.local_device_count()
        self.p_step = jax.pmap(train_step, axis_name="devices", in_axes=(0, 0, 0, None))

    def fit(self, params, x, y, num_epochs, batch_size=64):
        replicated = replicate(params, self.num_devices)
        history = []
        for epoch in range(num_epochs):
            lr = jnp.float32(step_decay(self.base_lr, epoch))
            for start in range(0, x.shape[0], batch_size):
                xb = shard(x[start:start + batch_size], self.num_devices)
                yb = shard(y[start:start + batch_size], self.num_devices)
                replicated, loss = self.p_step(replicated, xb, yb, lr)
            history.append(float(loss[0]))
        return unreplicate(replicated), history
