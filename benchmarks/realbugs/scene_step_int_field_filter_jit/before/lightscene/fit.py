import equinox as eqx
import jax
import jax.numpy as jnp


def _loss(amplitudes, scene, observation):
    model = eqx.tree_at(lambda s: s.amplitudes, scene, amplitudes).render(observation.shape)
    return jnp.sum((model - observation) ** 2)


@eqx.filter_jit
def _step(scene, observation, learning_rate):
    loss, grad = jax.value_and_grad(_loss)(scene.amplitudes, scene, observation)
    decay = 1.0 / (1.0 + scene.step / 50.0)
    amplitudes = scene.amplitudes - learning_rate * decay * grad
    scene = eqx.tree_at(lambda s: (s.amplitudes, s.step), scene, (amplitudes, scene.step + 1))
    return scene, loss


def fit(scene, observation, num_steps=20, learning_rate=0.01):
    losses = []
    for _ in range(num_steps):
        scene, loss = _step(scene, observation, learning_rate)  # expect: JXL503
        losses.append(loss)
    return scene, jnp.stack(losses)
