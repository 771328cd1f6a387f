import jax

from pixelrl.catch import Catch
from pixelrl.runner import EpisodeRunner
from pixelrl.wrappers import FrameStack


def random_policy(key, frames):
    return jax.random.randint(key, (), 0, 3)


def main():
    runner = EpisodeRunner(FrameStack(Catch(size=5), num_frames=3), random_policy, num_steps=12)
    return runner(jax.random.key(0))


if __name__ == "__main__":
    print(main())
