import os
import pickle

import jax


class PickleCheckpointer:
    """Writes the parameters to <directory>/step_<n>.pkl every save_every steps."""

    def __init__(self, directory, save_every):
        self.directory = directory
        self.save_every = save_every

    def path_for(self, step):
        return os.path.join(self.directory, f"step_{step}.pkl")

    def maybe_save(self, step, params):
        if step % self.save_every == 0:  # expect: JXL101
            with open(self.path_for(step), "wb") as handle:  # expect: JXL203
                pickle.dump(jax.device_get(params), handle)  # expect: JXL203

    def saved_steps(self):
        names = sorted(name for name in os.listdir(self.directory) if name.endswith(".pkl"))
        return sorted(int(name[len("step_"):-len(".pkl")]) for name in names)
