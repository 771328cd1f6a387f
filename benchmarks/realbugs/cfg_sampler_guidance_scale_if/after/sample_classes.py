import jax
import jax.numpy as jnp

from cfgdiff.model import ClassMeanDenoiser
from cfgdiff.sampler import GuidedDDIMSampler
from cfgdiff.schedule import linear_alpha_bars


def main(guidance_scales=(1.0, 3.0), num_steps=50):
    alpha_bars = linear_alpha_bars(num_steps)
    model = ClassMeanDenoiser(alpha_bars)
    params = model.init(jnp.array([[2.0, 0.0], [-2.0, 0.0], [0.0, 2.0]]))
    sampler = GuidedDDIMSampler(model, num_steps)
    key = jax.random.PRNGKey(0)
    results = {}
    for scale in guidance_scales:
        samples = sampler.sample(params, key, 0, scale, num_samples=64)
        results[scale] = jnp.mean(samples, axis=0)
    return results


if __name__ == "__main__":
    for scale, centre in main().items():
        print(f"guidance {scale}: sample mean {centre}")
