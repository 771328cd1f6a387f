from dataclasses import dataclass

import numpy as np


@dataclass
class DemandStats:
    daily_mean: float
    daily_std: float
    lead_time_days: float

    @property
    def lead_time_mean(self):
        return self.daily_mean * self.lead_time_days

    @property
    def lead_time_std(self):
        return self.daily_std * np.sqrt(self.lead_time_days)


def from_history(daily_demand, lead_time_days):
    daily_demand = np.asarray(daily_demand, dtype=float)
    return DemandStats(float(daily_demand.mean()), float(daily_demand.std(ddof=1)), lead_time_days)
