import jax

from ganlab.networks import generator, init_generator


class GANTrainer:
    def __init__(self, key, latent_dim=4, data_dim=6, num_preview=8):
        self.latent_dim = latent_dim
        self.num_preview = num_preview
        self.gen_params = init_generator(key, latent_dim, data_dim)
        self.fixed_noise = None
        self._preview = jax.jit(self._preview_samples)

    def input_func(self, key, count):
        return jax.random.normal(key, (count, self.latent_dim))

    def _preview_samples(self, gen_params, key):
        if self.fixed_noise is None:
            self.fixed_noise = self.input_func(key, self.num_preview)  # expect: JXL202
        return generator(gen_params, self.fixed_noise)

    def preview(self, key):
        return self._preview(self.gen_params, key)
