import functools

import jax
import numpy as np

from lsgan.steps import d_step, g_step


class Trainer:
    def __init__(self, z_dim=4, batch_size=64, base_lr=0.05, decay=0.9, seed=0):
        self.z_dim = z_dim
        self.batch_size = batch_size
        self.base_lr = base_lr
        self.decay = decay
        self.rng = np.random.default_rng(seed)

    def learning_rate(self, epoch):
        return self.base_lr * self.decay ** epoch

    def fit(self, g_params, d_params, data, num_epochs, start_epoch=0):
        history = []
        for epoch in range(start_epoch, start_epoch + num_epochs):
            lr = self.learning_rate(epoch)
            d_update = jax.jit(functools.partial(d_step, learning_rate=lr))  # expect: JXL501
            g_update = jax.jit(functools.partial(g_step, learning_rate=lr))  # expect: JXL501
            for start in range(0, len(data), self.batch_size):
                real = data[start:start + self.batch_size]
                z = self.rng.standard_normal((len(real), self.z_dim)).astype(np.float32)
                d_params, d_loss = d_update(g_params, d_params, real, z)
                g_params, g_loss = g_update(g_params, d_params, z)
            history.append((float(d_loss), float(g_loss)))
        return g_params, d_params, history
