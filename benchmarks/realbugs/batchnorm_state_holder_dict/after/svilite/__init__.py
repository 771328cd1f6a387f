from svilite.svi import SVI

__all__ = ["SVI"]
