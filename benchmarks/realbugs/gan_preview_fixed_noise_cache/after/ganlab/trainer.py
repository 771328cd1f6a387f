import jax

from ganlab.networks import generator, init_generator


class GANTrainer:
    def __init__(self, key, latent_dim=4, data_dim=6, num_preview=8):
        self.latent_dim = latent_dim
        self.num_preview = num_preview
        gen_key, noise_key = jax.random.split(key)
        self.gen_params = init_generator(gen_key, latent_dim, data_dim)
        self.fixed_noise = self.input_func(noise_key, num_preview)
        self._preview = jax.jit(self._preview_samples)

    def input_func(self, key, count):
        return jax.random.normal(key, (count, self.latent_dim))

    def _preview_samples(self, gen_params, noise):
        return generator(gen_params, noise)

    def preview(self, key):
        # The preview grid always shows the same latent points; the key is kept for the callers' signature.
        return self._preview(self.gen_params, self.fixed_noise)
