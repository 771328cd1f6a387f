import jax

from wgangp.losses import critic_loss, generator_loss


def sgd(params, grads, lr):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


def critic_step(critic_params, real, z, eps, gen_params, generator, critic, gp_weight, lr):
    loss, grads = jax.value_and_grad(critic_loss)(critic_params, gen_params, real, z, eps, generator, critic,
                                                  gp_weight)
    return sgd(critic_params, grads, lr), loss


class WGANGPTrainer:
    def __init__(self, generator, critic, gen_params, critic_params, n_critic=5, gp_weight=10.0, lr=1e-3):
        self.generator = generator
        self.critic = critic
        self.gen_params = gen_params
        self.critic_params = critic_params
        self.n_critic = n_critic
        self.gp_weight = gp_weight
        self.lr = lr
        self._generator_step = jax.jit(self._gen_update)
        self._critic_step = jax.jit(self._critic_update)

    def _critic_update(self, critic_params, gen_params, real, z, eps):
        return critic_step(critic_params, real, z, eps, gen_params, self.generator, self.critic, self.gp_weight,
                           self.lr)

    def _gen_update(self, gen_params, critic_params, z):
        loss, grads = jax.value_and_grad(generator_loss)(gen_params, critic_params, z, self.generator, self.critic)
        return sgd(gen_params, grads, self.lr), loss

    def train_iteration(self, real_batches, key):
        """n_critic critic updates, then one generator update (Gulrajani et al., Algorithm 1)."""
        keys = jax.random.split(key, len(real_batches) + 1)
        c_loss = None
        for real, k in zip(real_batches, keys[:-1]):
            z_key, eps_key = jax.random.split(k)
            z = jax.random.normal(z_key, (real.shape[0], self.generator.latent_dim))
            eps = jax.random.uniform(eps_key, (real.shape[0],))
            self.critic_params, c_loss = self._critic_step(self.critic_params, self.gen_params, real, z, eps)
        z = jax.random.normal(keys[-1], (real_batches[0].shape[0], self.generator.latent_dim))
        self.gen_params, g_loss = self._generator_step(self.gen_params, self.critic_params, z)
        return c_loss, g_loss
