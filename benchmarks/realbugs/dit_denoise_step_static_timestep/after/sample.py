import jax

from tinydit.model import TinyDiT
from tinydit.sampling import DDPMSampler


def build(num_steps=40, seed=0):
    model = TinyDiT()
    return model.init(jax.random.PRNGKey(seed)), DDPMSampler(model, num_steps)


def main(num_steps=40, seed=0):
    params, sampler = build(num_steps, seed)
    return sampler.sample(params, jax.random.PRNGKey(seed + 1))


if __name__ == "__main__":
    print(main().shape)
